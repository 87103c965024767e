// The words errgen and its runtime share: error categories, wire codes, client failures,
// retry rules, HTTP methods, auth, body encodings, date formats, plural rules and how a
// category is presented. The generator reads them from here, and ErrgenRuntime
// re-exports them, so an app writes `import ErrgenRuntime` and sees one vocabulary.
//
// Why a module of its own: it imports nothing, so the errgen command links neither
// Foundation's networking (libcurl and its TLS stack) nor its ICU data, which the rest
// of the runtime needs for URLSession, and every command starts sooner.

// The vocabulary the generator shares with the runtime (categories, wire codes, retry
// rules...) lives in ErrgenVocabulary, which imports nothing, so the errgen command does
// not link URLSession. Apps and generated code see it as part of this module:
// `ErrgenRuntime.ErrorCategory` and `import ErrgenRuntime` work as they always did.
@_exported import ErrgenVocabulary

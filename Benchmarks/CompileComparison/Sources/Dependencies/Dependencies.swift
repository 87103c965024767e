// Built before any timed build, so that the timed build compiles the generated target alone.
import ErrgenRuntime
import OpenAPIRuntime
import OpenAPIURLSession

extension OpenAPIImporter {
    /// Declares each `{name}` of the path that no parameter of the operation declares, as a
    /// required `String`, with a warning.
    ///
    /// OpenAPI requires the declaration and published documents forget it. The URL is still
    /// the document's, and a `String` sends any value the server takes, so the operation is
    /// kept rather than refused (`init --from` must write a folder that lints).
    mutating func declareUndeclaredPathVariables(in endpoint: inout EndpointSpec, _ context: OperationContext) {
        guard let template = endpoint.pathTemplate else { return }
        var declared = Set(endpoint.pathParams.map(\.wireName.value))
        for name in template.parameterNames where declared.insert(name).inserted {
            tolerate(
                "path parameter {\(name)} of '\(context.path)' is declared by no parameter of the operation; it is taken as a String",
                at: context.pathLocation)
            endpoint.pathParams.append(
                ParameterSpec(
                    wireName: Located(name, at: context.pathLocation),
                    type: Located(.primitive(.string), at: context.pathLocation)))
        }
    }
}

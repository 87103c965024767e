/// The spec's `session` with what it names found by Check: the refresh endpoint, where the
/// refresh token goes in its request, and the properties of its response that carry tokens.
/// Properties are positions in their model's `properties`.
struct ResolvedSession: Sendable, Hashable {
    /// What one property of the refresh body is given.
    enum BodyValue: Sendable, Hashable {
        /// The refresh token (`send_refresh_token: body.<property>`).
        case refreshToken
        /// A fixed text (`body_values`).
        case text(String)
        /// The app's client identifier, given to `authenticator(...)` at run time (`send_client_id`).
        case clientID
        /// The app's client secret, given to `authenticator(...)` at run time (`send_client_secret`).
        case clientSecret
    }

    /// A property of the refresh body, by its position in the model, and its value.
    struct BodyArgument: Sendable, Hashable {
        let property: Int
        let value: BodyValue
    }

    /// Where the refresh request carries the refresh token.
    enum Token: Sendable, Hashable {
        /// In a body of `spec.models[model]`: the properties it gives, in property order;
        /// the optional rest is left out.
        case body(model: Int, arguments: [BodyArgument])
        /// In the header `endpoint.headers[index]`.
        case header(Int)
    }

    let refresh: ResolvedEndpoint
    let token: Token
    /// The refresh response's model, in `spec.models`.
    let response: Int
    let accessToken: Int
    let refreshToken: Int?
    let expiresIn: Int?
}

import ErrgenRuntime
import FinFlowAPI
import FinFlowApp
import FlyingFox
import Foundation
import TestSupport
import Testing

@Suite("Session, profile and movies")
@MainActor
struct SessionFlowTests {
    let token = BearerToken(accessToken: "access-1", refreshToken: "refresh-1")

    @Test("an expired token is refreshed once and the request repeated with the new one")
    func refreshThenRetry() async throws {
        // errgen mock answers the first profile request with the catalog's 401; its refresh
        // endpoint takes only the refresh token it issued, and issues a new pair.
        let server = try await MockedAPI.start(
            "scenarios: {expired: {responses: [{endpoint: Profile.myProfile, steps: [{code: UNAUTHORIZED}, ok]}]}}",
            scenario: "expired")
        defer { Task { await server.stop() } }
        let issued = server.issuedToken()
        let app = AppUnderTest(
            baseURL: server.baseURL, token: BearerToken(accessToken: issued.access, refreshToken: issued.refresh))
        let result = await GetProfileUseCase(environment: app.environment).execute()
        #expect(result.error == nil)
        #expect(result.profile?.email.isEmpty == false)
        #expect(server.served("Auth.refreshToken") == 1)
        #expect(server.served("Profile.myProfile") == 2)
        let stored = app.tokenStore.load()
        #expect(stored?.accessToken != nil && stored?.accessToken != issued.access)
        #expect(stored?.refreshToken != nil && stored?.refreshToken != issued.refresh)
        #expect(stored?.expiresAt != nil, "the refresh's expires_in becomes the token's expiry")
    }

    @Test("when the refresh fails the user is signed out once, and the cached profile stays on screen")
    func failedRefreshKeepsCachedProfile() async throws {
        let expired = Locked(false)
        let server = try await TestServer.start { request, _ in
            switch request.path {
            case "/api/auth/refresh": .json(.unauthorized, Body.error(#""SESSION_REVOKED""#))
            default:
                expired.withLock { $0 } ? .json(.unauthorized, Body.error(#""UNAUTHORIZED""#)) : .json(.ok, Body.user)
            }
        }
        defer { Task { await server.stop() } }
        let app = AppUnderTest(server: server, token: token)
        let display = RecordingDisplay()
        let model = ProfileViewModel(
            useCase: GetProfileUseCase(environment: app.environment),
            presenter: ErrorPresenter(display: display, locale: "en"))
        await model.load()
        #expect(model.profile?.fullName == "Nguyễn An")
        expired.withLock { $0 = true }
        await model.load()
        #expect(model.profile?.fullName == "Nguyễn An")
        #expect(await app.environment.profileRepository.cached?.fullName == "Nguyễn An")
        #expect(await app.navigator.screens == [.signIn])
        #expect(app.tokenStore.load() == nil)
        #expect(server.requests(to: "/auth/refresh").count == 1)
        // Sign-in is shown once, by the logout hook; the screen's error is already handled.
        #expect(display.shown.isEmpty)
    }

    @Test("every request, the refresh too, carries the app's language from the spec's default header")
    func acceptLanguageFromTheAppsLocale() async throws {
        let server = try await TestServer.start { request, _ in
            switch request.path {
            case "/api/auth/refresh": .json(.ok, Body.tokens("access-2", "refresh-2"))
            default:
                request.headers[.authorization] == "Bearer access-2"
                    ? .json(.ok, Body.user) : .json(.unauthorized, Body.error(#""UNAUTHORIZED""#))
            }
        }
        defer { Task { await server.stop() } }
        let environment = AppEnvironment(
            baseURL: server.baseURL, navigator: RecordingNavigator(), tokenStore: InMemoryTokenStore(token: token),
            configure: { $0.locale = { Locale(identifier: "vi_VN") } })
        _ = await GetProfileUseCase(environment: environment).execute()
        #expect(server.requests.count == 3)
        #expect(server.requests.map { $0.header("Accept-Language") } == ["vi-VN", "vi-VN", "vi-VN"])
    }

    @Test("logout tells the server, then forgets tokens and the cached profile")
    func logout() async throws {
        let server = try await TestServer.start { request, _ in
            request.path == "/api/auth/logout" ? .json(.noContent, "") : .json(.ok, Body.user)
        }
        defer { Task { await server.stop() } }
        let app = AppUnderTest(server: server, token: token)
        _ = await GetProfileUseCase(environment: app.environment).execute()
        await LogoutUseCase(environment: app.environment).execute()
        #expect(server.requests(to: "/auth/logout").map { $0.header("Authorization") } == ["Bearer access-1"])
        #expect(app.tokenStore.load() == nil)
        #expect(await app.environment.authenticator.token == nil)
        #expect(await app.environment.profileRepository.cached == nil)
    }

    @Test("logout forgets everything even when the server cannot be reached")
    func logoutOffline() async throws {
        let app = AppUnderTest(server: try await TestServer.start { _, _ in .json(.ok, "") }, token: token)
        await app.server?.stop()
        await LogoutUseCase(environment: app.environment).execute()
        #expect(app.tokenStore.load() == nil)
    }

    @Test("popular movies load a page at a time and stop after the last page")
    func paging() async throws {
        let server = try await TestServer.start { request, _ in
            .json(.ok, Body.moviesPage(Int(request.query["page"] ?? "") ?? 0, of: 2))
        }
        defer { Task { await server.stop() } }
        let app = AppUnderTest(server: server, token: token)
        let model = MoviesViewModel(
            useCase: PopularMoviesUseCase(environment: app.environment),
            presenter: ErrorPresenter(display: RecordingDisplay(), locale: "en"))
        await model.loadMore()
        #expect(model.movies.map(\.title) == ["Movie 1-1", "Movie 1-2"])
        await model.loadMore()
        await model.loadMore()
        #expect(model.movies.count == 4)
        #expect(server.requests(to: "/movie/popular").map { $0.query["page"] } == ["1", "2"])
    }

    @Test("a server error is retried by policy, then offered to the user as Retry, in Vietnamese")
    func retryableErrorOffersRetry() async throws {
        let server = try await MockedAPI.start(
            "scenarios: {down: {responses: [{steps: [{code: SERVER_ERROR, times: 3}, ok]}]}}", scenario: "down")
        defer { Task { await server.stop() } }
        let app = AppUnderTest(baseURL: server.baseURL, token: server.signedIn())
        let display = RecordingDisplay(answer: .retry)
        let model = MoviesViewModel(
            useCase: PopularMoviesUseCase(environment: app.environment),
            presenter: ErrorPresenter(display: display, locale: "vi"))
        await model.loadMore()
        #expect(server.served("Movie.popularMovies") == 4)  // 3 attempts by policy, then the user's retry
        #expect(display.shown.map(\.message) == ["Đã xảy ra lỗi từ hệ thống. Vui lòng thử lại."])
        #expect(display.shown.first?.actions == [.retry, .dismiss])
        #expect(model.movies.count == 2)
    }

    @Test("maintenance (503) goes to the maintenance screen through the global processor")
    func maintenance() async throws {
        // A proxy's HTML page, with the status only: the spec's fallback for 503 decides.
        let server = try await MockedAPI.start(
            "scenarios: {down: {responses: [{steps: [{fault: html_502, status: 503}]}]}}", scenario: "down")
        defer { Task { await server.stop() } }
        let app = AppUnderTest(baseURL: server.baseURL, token: server.signedIn())
        let display = RecordingDisplay()
        let model = MoviesViewModel(
            useCase: PopularMoviesUseCase(environment: app.environment),
            presenter: ErrorPresenter(display: display, locale: "en"))
        await model.loadMore()
        #expect(await app.navigator.screens == [.maintenance])
        #expect(display.shown.isEmpty)
    }

    @Test("force update (426) shows the update screen once, and later loads send nothing until the app resumes")
    func forceUpdatePausesTheClient() async throws {
        let server = try await MockedAPI.start(
            #"scenarios: {old: {responses: [{steps: [{code: FORCE_UPDATE, fields: {store_url: "https://apps.apple.com/app/id1"}}, ok]}]}}"#,
            scenario: "old")
        defer { Task { await server.stop() } }
        let app = AppUnderTest(baseURL: server.baseURL, token: server.signedIn())
        let display = RecordingDisplay()
        let model = MoviesViewModel(
            useCase: PopularMoviesUseCase(environment: app.environment),
            presenter: ErrorPresenter(display: display, locale: "en"))
        await model.loadMore()
        await model.loadMore()
        await model.loadMore()
        #expect(await app.navigator.screens == [.forceUpdate(URL(string: "https://apps.apple.com/app/id1"))])
        #expect(display.shown.isEmpty, "handled by the processor, every time")
        #expect(server.served("Movie.popularMovies") == 1)

        app.environment.client.movie.client.resume()
        await model.loadMore()
        #expect(model.movies.count == 2)
        #expect(server.served("Movie.popularMovies") == 2)
    }
}

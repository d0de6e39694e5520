/// `mockshot --version`. Bumped by hand with each release.
enum Version {
    static let current = "0.5.0"
}

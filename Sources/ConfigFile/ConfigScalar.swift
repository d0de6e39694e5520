import Icons

/// A type a scalar can be read as. The spelling rules are YAML 1.2's core schema, applied only where the
/// field asks for that type: `true`/`false` for Booleans, decimal numbers, and any text for strings.
public protocol ConfigScalar {
    /// How a message names the expected type: "text", "true or false", "a whole number".
    static var configTypeName: String { get }
    /// The value, or why the text is not one (a message without location; the reader adds it).
    static func fromConfig(_ text: String) -> Result<Self, ConfigScalarError>
}

/// Why a scalar is not a value of the type asked for.
public struct ConfigScalarError: Error, Sendable {
    public let message: String
    public init(_ message: String) { self.message = message }
}

extension String: ConfigScalar {
    public static var configTypeName: String { "text" }
    public static func fromConfig(_ text: String) -> Result<String, ConfigScalarError> { .success(text) }
}

extension Bool: ConfigScalar {
    public static var configTypeName: String { "true or false" }
    public static func fromConfig(_ text: String) -> Result<Bool, ConfigScalarError> {
        switch text {
        case "true", "True", "TRUE": .success(true)
        case "false", "False", "FALSE": .success(false)
        default: .failure(ConfigScalarError("expected true or false, got \(ConfigProblem.quote(text))"))
        }
    }
}

extension Int: ConfigScalar {
    public static var configTypeName: String { "a whole number" }
    public static func fromConfig(_ text: String) -> Result<Int, ConfigScalarError> {
        if let v = Int(text) { return .success(v) }
        return .failure(ConfigScalarError("expected a whole number, got \(ConfigProblem.quote(text))"))
    }
}

extension Double: ConfigScalar {
    public static var configTypeName: String { "a number" }
    public static func fromConfig(_ text: String) -> Result<Double, ConfigScalarError> {
        // Decimal notation only: Swift's parser also takes "inf", "nan" and hexadecimal floats.
        let allowed = text.utf8.allSatisfy { ($0 >= 48 && $0 <= 57) || $0 == 46 || $0 == 45 || $0 == 43 || $0 == 101 || $0 == 69 }
        if allowed, let v = Double(text), v.isFinite { return .success(v) }
        return .failure(ConfigScalarError("expected a number, got \(ConfigProblem.quote(text))"))
    }
}

/// Enums with string raw values read their raw values, with "did you mean" for a near miss.
extension ConfigScalar where Self: CaseIterable & RawRepresentable, RawValue == String {
    public static var configTypeName: String { "one of " + allCases.map(\.rawValue).joined(separator: ", ") }
    public static func fromConfig(_ text: String) -> Result<Self, ConfigScalarError> {
        if let v = Self(rawValue: text) { return .success(v) }
        return .failure(ConfigScalarError(ConfigChoice.unknownValue(text, among: allCases.map(\.rawValue))))
    }
}

/// The message for a value outside a closed set, shared by enum scalars and `ConfigValue.choice`.
public enum ConfigChoice {
    /// `unknown value 'asistant' (did you mean 'assistant'?); expected one of user, assistant`.
    public static func unknownValue(_ text: String, among names: [String]) -> String {
        let close = EditDistance.closest(to: text, among: names, count: 1)
        let hint = close.first.map { " (did you mean '\($0)'?)" } ?? ""
        return "unknown value \(ConfigProblem.quote(text))\(hint); expected one of \(names.joined(separator: ", "))"
    }
}

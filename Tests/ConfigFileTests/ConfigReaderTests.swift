import Testing
@testable import ConfigFile

enum Role: String, CaseIterable, ConfigScalar { case user, assistant }

/// Typed reading: every problem collected, located, one line each.
@Suite struct ConfigReaderTests {
    struct Message: Equatable { var role: Role; var text: String; var pinned: Bool }

    func read(_ text: String) throws -> (ConfigReader, [Message]?, Int?) {
        let reader = ConfigReader()
        let root = reader.root(try ConfigParser.parse(text, file: "s.yaml")).object(keys: ["messages", "scale"])
        let scale = root?.decode("scale", as: Int.self)
        let messages = root?.list("messages") { v -> Message? in
            guard let o = v.object(keys: ["role", "text", "pinned"]), let role = o.require("role", as: Role.self) else { return nil }
            return Message(role: role, text: o.decode("text", default: ""), pinned: o.decode("pinned", default: false))
        }
        return (reader, messages, scale)
    }

    @Test func readsTypedValuesWithDefaults() throws {
        let (reader, messages, scale) = try read("scale: 3\nmessages:\n  - role: user\n    text: Hi\n  - role: assistant\n")
        #expect(reader.problems.isEmpty)
        #expect(scale == 3)
        #expect(messages == [Message(role: .user, text: "Hi", pinned: false), Message(role: .assistant, text: "", pinned: false)])
    }

    @Test func everyProblemIsReportedWithItsLocation() throws {
        let text = """
        scale: three
        mesages: []
        messages:
          - role: asistant
            text: [a]
          - role: user
            pinned: yes
          - text: orphan
        """
        let (reader, _, _) = try read(text)
        let lines = reader.problems.map(\.description).sorted()
        #expect(lines == [
            "s.yaml:1:8: 'scale': expected a whole number, got 'three'",
            "s.yaml:2:1: unknown key 'mesages' in the document (did you mean 'messages'?)",
            "s.yaml:4:11: 'role': unknown value 'asistant' (did you mean 'assistant'?); expected one of user, assistant",
            "s.yaml:7:13: 'pinned': expected true or false, got 'yes'",
            "s.yaml:8:5: item 3 of 'messages' needs 'role' (one of user, assistant)",
        ])
        #expect(throws: ConfigProblems.self) { try reader.check() }
    }

    @Test func wrongShapeNamesWhatWasFound() throws {
        let (reader, _, _) = try read("messages:\n  - role: user\n    text: [a, b]\n")
        #expect(reader.problems.map(\.description) == ["s.yaml:3:11: 'text' must be text, not a list"])
    }

    @Test func numbersAndBooleansAreTextWhereTextIsAsked() throws {
        let (reader, messages, _) = try read("messages:\n  - role: user\n    text: no\n  - role: user\n    text: 7:38\n")
        #expect(reader.problems.isEmpty)
        #expect(messages?.map(\.text) == ["no", "7:38"])
    }

    @Test func aSingleValueIsAListOfOne() throws {
        let (reader, messages, _) = try read("messages:\n  role: user\n  text: one\n")
        #expect(reader.problems.isEmpty)
        #expect(messages?.count == 1)
    }

    @Test func doublesRefuseNonDecimalSpellings() {
        #expect((try? Double.fromConfig("2.5").get()) == 2.5)
        #expect((try? Double.fromConfig("-1e3").get()) == -1000)
        for bad in ["inf", "nan", "0x1p3", "", "1,5"] { #expect((try? Double.fromConfig(bad).get()) == nil, "\(bad)") }
    }

    @Test func quotedMessagesStayOnOneLine() {
        #expect(ConfigProblem.quote("a\nb\u{7}'") == #"'a\nb\u{7}\''"#)
        #expect(ConfigProblem.quote(String(repeating: "x", count: 70)).count == 63)
    }
}

import ConfigFile

/// One language's captions: the base language's caption text (the key, as SwiftUI's `LocalizedStringKey`
/// uses the English text) or a chosen key (`chat.title`), mapped to the text in this language.
public struct StringsTable: Sendable {
    public struct Entry: Sendable {
        public var text: String
        /// Where the translation is written, for messages about it.
        public var mark: SourceMark?
        public init(text: String, mark: SourceMark? = nil) { self.text = text; self.mark = mark }
    }

    public var entries: [String: Entry]
    /// Where the table comes from (a file, or the config), for messages.
    public var mark: SourceMark?

    public init(_ entries: [String: String] = [:]) {
        self.entries = entries.mapValues { Entry(text: $0) }
    }

    public init(entries: [String: Entry], mark: SourceMark?) {
        self.entries = entries; self.mark = mark
    }

    public subscript(key: String) -> String? { entries[key]?.text }
}

/// A language a set is rendered in, with its captions.
public struct Localization: Sendable {
    /// The App Store locale code, also the output folder's name.
    public var locale: String
    /// nil: the captions are the base language's (the keys themselves, or the base table's text).
    public var strings: StringsTable?
    public init(_ locale: String, strings: StringsTable? = nil) { self.locale = locale; self.strings = strings }
}

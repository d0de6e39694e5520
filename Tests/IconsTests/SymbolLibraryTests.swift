import Testing
import Icons

@Suite("Symbol library")
struct SymbolLibraryTests {
    @Test func unknownNameIsNil() {
        #expect(SymbolLibrary.symbol(named: "arow.up") == nil)
        #expect(SymbolLibrary.symbol(named: "") == nil)
        #expect(SymbolLibrary.symbol(named: "arrow-up") == nil)  // Lucide names are not SF names
    }

    @Test func allNamesAreSortedAndUnique() {
        let names = SymbolLibrary.allNames
        #expect(names == names.sorted())
        #expect(Set(names).count == names.count)
    }

    @Test func suggestionsFindTypos() {
        #expect(SymbolLibrary.suggestions(for: "arow.up").first == "arrow.up")
        #expect(SymbolLibrary.suggestions(for: "gear.shape").contains("gearshape"))
        #expect(SymbolLibrary.suggestions(for: "hand.thumbs.up").first == "hand.thumbsup")
        #expect(SymbolLibrary.suggestions(for: "xmark.circle.fil") == ["xmark.circle.fill", "xmark.circle"])
        #expect(SymbolLibrary.suggestions(for: "chevron").count <= 3)
    }

    @Test func gibberishGetsNoSuggestions() {
        #expect(SymbolLibrary.suggestions(for: "qqqqqqqqqqqqqqqqqqqqqqqq").isEmpty)
    }

    @Test func lucideVersionIsRecorded() {
        #expect(SymbolLibrary.lucideVersion == "1.61.0")
    }
}

/// The `$defs` of the scene schema, built while the properties are: an object type used in several
/// places (a message, a citation, a character) is defined once and referred to by `$ref`.
struct SchemaDefinitions {
    private(set) var members: [(String, JSONValue)] = []

    /// A `$ref` to the definition `name`, built by `make` the first time it is asked for.
    mutating func reference(_ name: String, _ make: (inout SchemaDefinitions) -> JSONValue) -> JSONValue {
        if !members.contains(where: { $0.0 == name }) {
            // Reserve the slot first, so a type that contains itself would not recurse forever.
            members.append((name, .null))
            let schema = make(&self)
            members[members.firstIndex { $0.0 == name }!] = (name, schema)
        }
        return .obj([("$ref", .string("#/$defs/" + name))])
    }

    var json: JSONValue { .obj(members) }
}

import Scene

/// `mockshot schema`: the JSON Schema of scene files, for editors (YAML and JSON language servers
/// validate and complete scene files with it). The repository keeps the same text in
/// `schema/scene.schema.json`.
enum SchemaCommand {
    static let spec = CommandSpec(
        name: "schema", synopsis: "",
        summary: "print the JSON Schema (draft 2020-12) of scene files",
        positionals: 0...0, positionalName: "argument",
        options: [],
        details: """
        Save it and point your editor at it, e.g. with a first line in a scene file:
          # yaml-language-server: $schema=scene.schema.json
        or "$schema": "scene.schema.json" in a JSON scene.
        """,
        run: { _, console throws(CLIError) in try console.output(SceneSchema.text); return ExitCode.success })
}

/// Every subcommand, in the order `mockshot --help` lists them. Adding one is adding its `CommandSpec`
/// here (declared beside its implementation, as `XCommand.spec`).
enum Commands {
    static let all: [CommandSpec] = [ListCommand.spec, RenderCommand.spec, SheetCommand.spec, DiffCommand.spec, SchemaCommand.spec,
                                     AppStoreCommand.spec]

    static func named(_ name: String) -> CommandSpec? { all.first { $0.name == name } }
}

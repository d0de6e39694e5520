import Glibc

/// mockshot: render iOS chat-app mockups to PNG, compare images, list what can be rendered.
let usage = """
mockshot — faithful iOS chat-app mockups rendered to PNG on Linux

USAGE
  mockshot list [BRAND|gallery] [--names]
  mockshot render NAME -o out.png [--state S] [--scale 1|2|3] [--mode light|dark] [--width PT]
                  [--layout-json FILE] [--dynamic-type SIZE] [--contrast standard|increased]
                  [--reduce-transparency] [--reduce-motion] [--bold-text] [--transparent] [--compression 0-9]
  mockshot sheet BRAND [-o sheet.png] [--mode light|dark] [--scale N]
  mockshot diff A.png B.png [-o diff.png] [--threshold T] [--include-aa] [--max-diff-pixels N] [--perceptual]
  mockshot --help

Brands: chatgpt, grok, copilot, characterai, kik. Names are <brand>.<component> (see 'mockshot list').
Dynamic Type sizes: xSmall small medium large xLarge xxLarge xxxLarge accessibility1…accessibility5.
Exit codes: 0 success; 1 failure; 64 bad usage; diff: 0 match, 1 differences, 2 bad input or size mismatch.
"""

func fail(_ e: CLIError) -> Never {
    Console.error("mockshot: error: \(e.description)")
    exit(e.exitCode)
}

let argv = Array(CommandLine.arguments.dropFirst())
guard let command = argv.first, !["-h", "--help", "help"].contains(command) else {
    print(usage)
    exit(argv.isEmpty ? 64 : 0)
}
let rest = Array(argv.dropFirst())
do {
    switch command {
    case "list": try ListCommand.run(rest)
    case "render": try RenderCommand.run(rest)
    case "sheet": try SheetCommand.run(rest)
    case "diff": exit(DiffCommand.run(rest))
    default: throw CLIError.usage("unknown command '\(command)' (commands: list, render, sheet, diff; see --help)")
    }
} catch let e as CLIError {
    fail(e)
} catch {
    fail(.failure("\(error)"))
}

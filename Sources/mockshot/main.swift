import Glibc
import Imaging
import MockshotCLI

/// mockshot: render iOS chat-app mockups to PNG, compare images, list what can be rendered.
/// The commands live in the `MockshotCLI` library (which the CLI tests run in process); this file does
/// only what belongs to the process: the allocator's tuning, the handlers that remove temporary outputs
/// when a signal ends the process, the real standard streams and arguments, and the exit.

MemoryTuning.keepFreedImageMemory()
OutputTransaction.removeTemporariesOnSignals()
exit(MockshotCLI.run(CommandLineArgument.process(), io: .process()))

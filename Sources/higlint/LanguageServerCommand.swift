import ArgumentParser
import HiglintLanguageServer

struct LanguageServerCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lsp",
        abstract: "Run the language server over standard input and output (LSP 3.17), for editors.",
        discussion: """
            Findings appear as you type, with the guideline on hover, fixes and "suppress on this \
            line" as code actions, and source.fixAll.higlint. Configuration is .higlint.yml found from \
            the workspace root, as `higlint lint` finds it from the current folder. Editor set-up: \
            docs/editors.md.
            """)

    func run() throws {
        LanguageServerMain.run(returnFreeMemory: ProcessHeap.returnFreeMemory)
    }
}

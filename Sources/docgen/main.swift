import DocGenCLI

DocGenCommand.runCommandLine()

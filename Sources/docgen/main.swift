import DocGenCLI

DocGenCommand.main()

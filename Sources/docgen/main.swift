print("docgen")

"""The games the app hosts, one package each."""

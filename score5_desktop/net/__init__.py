"""Tables over the network (issue 47): a Qt-free server, its protocol and a bot client."""

check {}

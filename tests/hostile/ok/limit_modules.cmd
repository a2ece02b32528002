opt {}

check --allow-unregistered-dialect {}

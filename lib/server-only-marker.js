// The server-only marker where the server bundles of Pages API handlers load it (see next.config.mjs).

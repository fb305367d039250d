/**
 * The server's first import (server/main.ts): React picks its build when first loaded, and unless
 * NODE_ENV says "production" it renders the inbox with its development build, slower and full of
 * checks meant for a developer's console. An operator may still set NODE_ENV to diagnose.
 */
process.env.NODE_ENV ??= "production";

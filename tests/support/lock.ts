/** Another process that takes a SQLite database's write lock and holds it until told. */
import { spawn } from "node:child_process";

export interface HeldLock {
  /** True until the holder has committed and exited. */
  held(): boolean;
  release(): Promise<void>;
}

/** Resolves once the child process holds the lock (BEGIN IMMEDIATE on `file`). */
export async function holdWriteLock(file: string): Promise<HeldLock> {
  const child = spawn(
    process.execPath,
    [
      "-e",
      `const db = new (require("better-sqlite3"))(process.argv[1]);
       db.exec("BEGIN IMMEDIATE");
       console.log("locked");
       process.stdin.once("data", () => { db.exec("COMMIT"); db.close(); });`,
      file,
    ],
    { stdio: ["pipe", "pipe", "inherit"] },
  );
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  await new Promise<void>((resolve, reject) => {
    child.stdout.once("data", () => resolve());
    void exited.then(() => reject(new Error("the lock holder exited without the lock")));
  });
  return {
    held: () => child.exitCode === null && child.signalCode === null,
    release: () => {
      if (child.stdin.writable) child.stdin.end("release\n");
      return exited;
    },
  };
}

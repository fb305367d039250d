/**
 * /admin/site: what is live, Publish, Roll back, and how the last publish went (with the build's
 * own message when it failed). No script, like every inbox page: while a publish runs, the page
 * reloads itself every few seconds.
 */
import { CsrfField, Document, pacificTime, type Signed } from "../admin/pages";
import type { PendingJob, PublisherStatus } from "./publisher";

/** What a publish or roll back changed, in the owner's words; a count for older records. */
const changedText = ({ files, changes }: { files: string[] | null; changes?: string[] }) =>
  files === null
    ? "no earlier publish to compare with"
    : files.length === 0
      ? "nothing changed"
      : (changes?.join("; ") ?? `${files.length} ${files.length === 1 ? "file" : "files"} changed`);

/** The changes saved and not live yet, one line each: what Publish would put live. */
function Waiting({ changes }: { changes: string[] }) {
  return (
    <section aria-labelledby="waiting-heading">
      <h2 id="waiting-heading">
        {changes.length === 0
          ? "Nothing waiting: the live site shows every saved change"
          : `Waiting to go live: ${changes.length} ${changes.length === 1 ? "change" : "changes"}`}
      </h2>
      {changes.length > 0 && (
        <ul id="waiting-changes">
          {changes.map((change) => (
            <li key={change}>{change}</li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** A job waiting its turn, in words: a waiting publish takes in every save, so one is enough. */
function WaitingJob({ job }: { job: PendingJob }) {
  const asked = `asked for by ${job.by} at ${pacificTime(job.since)}`;
  return job.kind === "publish" ? (
    <p className="notice">
      Another publish is waiting ({asked}). It will include every change saved before it starts, so
      there is no need to press Publish again.
    </p>
  ) : (
    <p className="notice">A roll back is waiting ({asked}).</p>
  );
}

export function SitePage({
  signed,
  status,
  waiting: waitingChanges,
  editorBuilt,
}: {
  signed: Signed;
  status: PublisherStatus;
  /** The saved changes a publish would put live, in words. */
  waiting: string[];
  editorBuilt: boolean;
}) {
  const { running, waiting, last, builds, live, previous } = status;
  const busy = running !== null || waiting.length > 0;
  return (
    <Document title="Publish" signed={signed} section="site" refreshSeconds={busy ? 3 : undefined}>
      <h1>Publish the site</h1>
      <p>
        Changes saved in the editor show on the live site after Publish.{" "}
        {editorBuilt ? (
          <a href="/keystatic">Open the editor</a>
        ) : (
          <span>
            The editor is not built on this server: run <code>npm run build:editor</code> there.
          </span>
        )}
      </p>
      {running && (
        <p className="notice" role="status" id="publish-running">
          {running.kind === "publish" ? "Publishing" : "Rolling back"} since{" "}
          {pacificTime(running.since)} ({running.by}). This page reloads until it is done.
        </p>
      )}
      {waiting.length > 0 && (
        <div id="publish-waiting" role="status">
          {waiting.map((job) => (
            <WaitingJob key={`${job.kind} ${job.since} ${job.by}`} job={job} />
          ))}
        </div>
      )}
      {!running && last && (
        <div id="publish-result" role="status">
          {last.ok ? (
            <p className="notice">
              {last.kind === "publish" ? "Published" : "Rolled back"} in {last.seconds} s (
              {changedText(last)}).
            </p>
          ) : (
            <>
              <p className="error">
                {last.kind === "publish"
                  ? "The publish failed; the live site is unchanged."
                  : "The roll back failed; the live site is unchanged."}
              </p>
              <pre className="build-message">{last.message}</pre>
            </>
          )}
        </div>
      )}
      <Waiting changes={waitingChanges} />
      <div className="actions">
        <form method="post" action="/admin/site/publish">
          <CsrfField token={signed.csrfToken} />
          <button type="submit" className="button">
            {waitingChanges.length > 0
              ? `Publish · ${waitingChanges.length} ${waitingChanges.length === 1 ? "change" : "changes"}`
              : "Publish"}
          </button>
        </form>
        <form method="post" action="/admin/site/roll-back">
          <CsrfField token={signed.csrfToken} />
          <button type="submit" className="button secondary" disabled={!previous}>
            Roll back
          </button>
        </form>
      </div>
      <p>
        {previous
          ? `Roll back serves the build published ${pacificTime(previous.at)} again and puts its content back in the editor.`
          : "Roll back needs an earlier published build."}
      </p>
      <h2>Published builds</h2>
      {builds.length === 0 ? (
        <p>Nothing published from here yet: the server serves the build it started with.</p>
      ) : (
        <div className="table-scroll">
          <table className="publish-history">
            <thead>
              <tr>
                <th scope="col">Published</th>
                <th scope="col">By</th>
                <th scope="col">Build time</th>
                <th scope="col">Content</th>
              </tr>
            </thead>
            <tbody>
              {builds.map((build) => (
                <tr key={build.id} aria-current={build.id === live ? "true" : undefined}>
                  <td>
                    {pacificTime(build.at)}
                    {build.id === live ? " (live)" : ""}
                  </td>
                  <td>{build.by}</td>
                  <td>{build.seconds} s</td>
                  <td>{changedText(build)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Document>
  );
}

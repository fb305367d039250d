/**
 * /admin/site: what is live, Publish, Roll back, and how the last publish went (with the build's
 * own message when it failed). No script, like every inbox page: while a publish runs, the page
 * reloads itself every few seconds.
 */
import { CsrfField, Document, pacificTime, type Signed } from "../admin/shell";
import { START_BUILD_BY } from "./build-folders";
import type { PendingJob } from "./publish-records";
import type { PublisherStatus } from "./publisher";

/** The page that says what putting an earlier publish back does, and asks. */
export const PUT_BACK_PATH = "/admin/site/roll-back";

/** What a publish or roll back changed, in the owner's words; a count for older records. */
const changedText = ({ files, changes }: { files: string[] | null; changes?: string[] }) =>
  files === null
    ? "no earlier publish to compare with"
    : files.length === 0
      ? "nothing changed"
      : (changes?.join("; ") ?? `${files.length} ${files.length === 1 ? "file" : "files"} changed`);

/** About how long a build takes here, from the last one: "The last build took about 40 s. " */
export const buildEstimate = (seconds: number | null) =>
  seconds === null ? "" : `The last build took about ${Math.max(1, Math.round(seconds))} s. `;

/** How the page speaks of each job. */
const jobWords = {
  publish: {
    running: "Publishing",
    done: "Published",
    failed: "The publish failed; the live site is unchanged.",
  },
  "roll back": {
    running: "Rolling back",
    done: "Rolled back",
    failed: "The roll back failed; the live site is unchanged.",
  },
  restore: {
    running: "Restoring an earlier publish",
    done: "Restored",
    failed: "The restore failed; the live site is unchanged.",
  },
  preview: {
    running: "Preparing the preview",
    done: "Preview made",
    failed: "The preview could not be built; the live site is unchanged.",
  },
} as const;

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
    <p className="notice">
      {{ preview: "A preview", "roll back": "A roll back", restore: "A restore" }[job.kind]} is
      waiting ({asked}).
    </p>
  );
}

/** The preview's state and the way to it: Publish serves a preview that is up to date at once. */
function Preview({
  signed,
  preview,
  current,
  waiting,
  building,
}: {
  signed: Signed;
  preview: PublisherStatus["preview"];
  current: boolean;
  waiting: number;
  /** A preview runs or waits: one is on its way, with what is saved. */
  building: boolean;
}) {
  const button = (label: string) => (
    <form method="post" action="/admin/site/preview">
      <CsrfField token={signed.csrfToken} />
      <button type="submit" className="button secondary">
        {label}
      </button>
    </form>
  );
  if (preview && current) {
    return (
      <section aria-labelledby="preview-heading" id="preview">
        <h2 id="preview-heading">Preview</h2>
        <p>
          The preview made at {pacificTime(preview.at)} shows every saved change.{" "}
          <a href="/preview">Open the preview</a>. Publish puts it live at once.
        </p>
      </section>
    );
  }
  return (
    <section aria-labelledby="preview-heading" id="preview">
      <h2 id="preview-heading">Preview</h2>
      <p>
        {preview
          ? `The preview made at ${pacificTime(preview.at)} is out of date: changes were saved after it.`
          : "See the saved changes on the site's own pages before anyone else does: only accounts that may edit the site can open the preview."}
      </p>
      {waiting > 0 && !building && button(preview ? "Preview again" : "Preview")}
    </section>
  );
}

export function SitePage({
  signed,
  status,
  waiting: waitingChanges,
  previewCurrent = false,
  editorBuilt,
}: {
  signed: Signed;
  status: PublisherStatus;
  /** The saved changes a publish would put live, in words. */
  waiting: string[];
  /** The preview was built from the content as saved now. */
  previewCurrent?: boolean;
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
          {jobWords[running.kind].running} since {pacificTime(running.since)} ({running.by}).{" "}
          {buildEstimate(status.lastBuildSeconds)}This page reloads until it is done.
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
              {last.previewed ? "Published the preview" : jobWords[last.kind].done} in{" "}
              {last.seconds} s ({changedText(last)}).
            </p>
          ) : (
            <>
              <p className="error">{jobWords[last.kind].failed}</p>
              <pre className="build-message">{last.message}</pre>
            </>
          )}
        </div>
      )}
      <Waiting changes={waitingChanges} />
      <Preview
        signed={signed}
        preview={status.preview}
        current={previewCurrent}
        waiting={waitingChanges.length}
        building={[running, ...waiting].some((job) => job?.kind === "preview")}
      />
      <div className="actions">
        <form method="post" action="/admin/site/publish">
          <CsrfField token={signed.csrfToken} />
          <button type="submit" className="button">
            {waitingChanges.length > 0
              ? `Publish · ${waitingChanges.length} ${waitingChanges.length === 1 ? "change" : "changes"}`
              : "Publish"}
          </button>
        </form>
        {/* A page first: it says what the roll back undoes, and asks. */}
        <form method="get" action={PUT_BACK_PATH}>
          {previous && <input type="hidden" name="to" value={previous.id} />}
          <button type="submit" className="button secondary" disabled={!previous}>
            Roll back
          </button>
        </form>
      </div>
      <p>
        {previous
          ? `Roll back serves the build published ${pacificTime(previous.at)} again and puts its content back in the editor; it shows what it undoes and asks first.`
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
                <th scope="col">
                  <span className="visually-hidden">Restore</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {builds.map((build) => (
                <tr key={build.id} aria-current={build.id === live ? "true" : undefined}>
                  <td>
                    {pacificTime(build.at)}
                    {build.id === live ? " (live)" : ""}
                  </td>
                  <td data-label="By">{build.by}</td>
                  <td data-label="Build time">
                    {build.by === START_BUILD_BY
                      ? "built before the server started"
                      : `${build.seconds} s`}
                  </td>
                  <td data-label="Content">{changedText(build)}</td>
                  <td>
                    {build.id !== live && (
                      <a href={`${PUT_BACK_PATH}?to=${encodeURIComponent(build.id)}`}>
                        Restore
                        <span className="visually-hidden">
                          {" "}
                          the publish of {pacificTime(build.at)}
                        </span>
                      </a>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Document>
  );
}

/**
 * Before a roll back or a restore: what it takes off the live site or puts back, and the saved
 * changes not yet published that it replaces, then the button that does it, or Cancel.
 */
export function PutBackPage({
  signed,
  build,
  rollBack,
  live,
  unpublished,
}: {
  signed: Signed;
  build: { id: string; at: string; by: string };
  /** The build before the live one: a roll back; else a restore. */
  rollBack: boolean;
  /** What changes on the live site, in words. */
  live: string[];
  /** Saved changes not published yet that the build's content replaces, in words. */
  unpublished: string[];
}) {
  const action = rollBack ? "Roll back" : "Restore";
  const when = pacificTime(build.at);
  return (
    <Document title={`${action}?`} signed={signed} section="site">
      <h1>{`${action} to the publish of ${when}?`}</h1>
      <p>
        {`The live site goes back to the build of ${when} (${build.by === START_BUILD_BY ? build.by : `published by ${build.by}`}), and the editor gets that build's content.`}
      </p>
      <section aria-labelledby="undoes-heading">
        <h2 id="undoes-heading">What changes on the live site</h2>
        {live.length === 0 ? (
          <p>Nothing: the live site shows the same content.</p>
        ) : (
          <ul id="put-back-live">
            {live.map((change) => (
              <li key={change}>{change}</li>
            ))}
          </ul>
        )}
      </section>
      {unpublished.length > 0 && (
        <section aria-labelledby="unpublished-heading">
          <h2 id="unpublished-heading" className="error">
            {`Saved and not published: ${unpublished.length} ${unpublished.length === 1 ? "change" : "changes"} will be replaced`}
          </h2>
          <ul id="put-back-unpublished">
            {unpublished.map((change) => (
              <li key={change}>{change}</li>
            ))}
          </ul>
          <p>
            To keep them, publish them first: that publish stays in the history, and Restore brings
            it back.
          </p>
        </section>
      )}
      <div className="actions">
        <form method="post" action={PUT_BACK_PATH}>
          <CsrfField token={signed.csrfToken} />
          <input type="hidden" name="to" value={build.id} />
          <button type="submit" className="button">
            {action}
          </button>
        </form>
        <a className="button secondary" href="/admin/site">
          Cancel
        </a>
      </div>
    </Document>
  );
}

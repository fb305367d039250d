import { runLeadsCli } from "../../server/leads-report";

/** Runs `npm run leads` in this process on the store `leadsDb`: its exit code and what it wrote. */
export async function leadsCli(args: string[], leadsDb: string) {
  let out = "";
  let err = "";
  const code = await runLeadsCli(
    args,
    { LEADS_DB: leadsDb },
    {
      out: (text) => {
        out += text;
      },
      err: (text) => {
        err += text;
      },
    },
  );
  return { code, out, err };
}

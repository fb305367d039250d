import { redirect } from "react-router";

/**
 * /process-automation links to /business-process-audit exactly as the spec states; the audit's
 * canonical page is /process-audit. The server answers this path with a 301; this route does the
 * same for in-app navigation.
 */
export const clientLoader = () => redirect("/process-audit", 301);

export default function BusinessProcessAudit() {
  return null;
}

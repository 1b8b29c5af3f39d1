import { curlExample } from "@/lib/studio/api-access";
import { CopyButton } from "./copy-button";

/** A runnable example against this service; the credentials stay placeholders. */
export function CurlExample({ serviceUrl, applicationId }: { serviceUrl: string; applicationId: string }) {
  const example = curlExample(serviceUrl, applicationId);
  return (
    <section aria-labelledby="curl-heading" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="curl-heading" className="text-lg font-semibold">
          Try it with curl
        </h2>
        <CopyButton text={example} label="Copy the curl example" />
      </div>
      <p className="text-sm text-slate-700 dark:text-slate-300">
        Every call needs a key and its secret, and most also an access token, which the key&apos;s own JWT private key buys. Create a key above: its secret and
        private key are shown once, with the lines to paste before this example. It prints the balance, then <code>HTTP 200</code>. The full reference is at{" "}
        <a className="font-medium text-brand-700 underline dark:text-brand-100" href="/docs/api">
          API docs
        </a>
        .
      </p>
      <pre className="overflow-x-auto rounded-lg bg-slate-900 p-4 text-xs leading-relaxed text-slate-100 dark:bg-slate-950" tabIndex={0} aria-label="curl example" data-testid="curl-example">
        <code>{example}</code>
      </pre>
    </section>
  );
}

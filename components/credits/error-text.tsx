import Link from "next/link";
import { StudioRequestError, errorMessage } from "@/lib/hooks/studio-fetch";

/** A failed call's message in a page, with a link to the page that resolves it when the BFF names one. */
export function ErrorText({ error }: { error: unknown }) {
  const link = error instanceof StudioRequestError ? error.link : undefined;
  return (
    <>
      {errorMessage(error)}
      {link && (
        <>
          {" "}
          <Link href={link.href} className="underline underline-offset-2">
            Open Credits
          </Link>
        </>
      )}
    </>
  );
}

import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { Island } from "../../components/tools/island";
import { PaymentTroubleshooter } from "../../components/tools/payment-troubleshooter";
import { ToolPage } from "../../components/tools/tool-page";
import { TroubleshooterReference } from "../../components/tools/troubleshooter-reference";
import type { PageHandle } from "../../lib/page-scripts";
import { pagePath } from "../../lib/page-path";
import { registry } from "../../lib/registry";
import { toolPageData } from "../../lib/tools/tool-page";

/** Only the troubleshooter's island hydrates; the rest of the page is plain HTML. */
export const handle: PageHandle = { island: "paymentTroubleshooter" };

export function loader({ request }: LoaderFunctionArgs) {
  const tree = registry().datasets["payment-troubleshooter"];
  if (!tree)
    throw new Error("app/content/data/payment-troubleshooter.yaml is missing: the troubleshooter has no tree.");
  return { page: toolPageData(pagePath(request)), tree: tree.data };
}

export const meta: MetaFunction<typeof loader> = ({ loaderData }) => loaderData?.page.head ?? [];

export default function PaymentTroubleshooterPage() {
  const { page, tree } = useLoaderData<typeof loader>();
  return (
    <ToolPage
      page={page}
      tool={
        <Island
          name="paymentTroubleshooter"
          component={PaymentTroubleshooter}
          props={{
            start: tree.start,
            nodes: tree.nodes,
            backups: tree.backups,
            sourceIds: tree.sources.map((s) => s.id),
            reviewed: tree.reviewed,
          }}
        />
      }
      reference={<TroubleshooterReference tree={tree} />}
    />
  );
}

import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { EntryChecker } from "../../components/tools/entry-checker";
import { checkerRules } from "../../lib/tools/entry-rules-props";
import { EntryRulesReference } from "../../components/tools/entry-rules-reference";
import { Island } from "../../components/tools/island";
import { ToolPage } from "../../components/tools/tool-page";
import type { PageHandle } from "../../lib/page-scripts";
import { pagePath } from "../../lib/page-path";
import { registry } from "../../lib/registry";
import { places } from "../../lib/tools/countries";
import { toolPageData } from "../../lib/tools/tool-page";

/** The one page type that runs React in the browser: only the checker's island hydrates. */
export const handle: PageHandle = { island: "entryChecker" };

export function loader({ request }: LoaderFunctionArgs) {
  const rules = registry().datasets["entry-rules"];
  if (!rules) throw new Error("app/content/data/entry-rules.yaml is missing: the entry checker has no rules.");
  return { page: toolPageData(pagePath(request)), rules: rules.data, places: places() };
}

export const meta: MetaFunction<typeof loader> = ({ loaderData }) => loaderData?.page.head ?? [];

export default function EntryCheckerPage() {
  const { page, rules, places } = useLoaderData<typeof loader>();
  return (
    <ToolPage
      page={page}
      tool={<Island name="entryChecker" component={EntryChecker} props={{ rules: checkerRules(rules), places }} />}
      reference={<EntryRulesReference rules={rules} />}
    />
  );
}

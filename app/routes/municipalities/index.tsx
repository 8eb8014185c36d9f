/** /gemeenten: every municipality by province with its counts, narrowed by `zoek`. */
import { Breadcrumbs } from "~/components/breadcrumbs";
import { PageHeader } from "~/components/list/page-header";
import { parseSearch } from "~/lib/list-params";
import { seoMeta } from "~/lib/meta";
import { MunicipalityDirectoryView } from "~/modules/municipalities/components/directory";
import { getMunicipalityDirectory } from "~/modules/municipalities/directory.server";
import type { Route } from "./+types/index";

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, {
    name: "Gemeenten",
    description: "Alle gemeenten van Nederland per provincie, met hun initiatieven, komende events en vrijwilligerswerk.",
  });

/** The directory for the `zoek` parameter (at most 100 characters; blank or absent: all). */
export async function loader({ request }: Route.LoaderArgs) {
  const search = parseSearch(new URL(request.url).searchParams);
  return { search, directory: await getMunicipalityDirectory({ search }) };
}

export default function MunicipalitiesRoute({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8">
      <Breadcrumbs trail={[{ to: "/", label: "Home" }]} current="Gemeenten" />
      <PageHeader
        title="Gemeenten"
        intro="Kies een gemeente en zie welke initiatieven, komende events en vacatures er zijn. Per gemeente staat erbij hoeveel het er nu zijn."
      />
      <MunicipalityDirectoryView directory={loaderData.directory} search={loaderData.search} />
    </div>
  );
}

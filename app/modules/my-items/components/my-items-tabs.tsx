/**
 * The tabs of /mijn-items ("Initiatieven", "Events", "Doe Mee", each with its count). The active
 * tab lives in the URL (`?tab=…`): the triggers are links, so they work without JavaScript; with
 * JavaScript they are WAI-ARIA tabs (arrow keys) that switch in place.
 */
import { Link, useLocation, useNavigate } from "react-router";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { type MyItemsTab, myItemsTabUrl, parseMyItemsTab } from "../forms";
import { EventRows, type EventRowData, InitiativeRows, type InitiativeRowData, VacancyRows, type VacancyRowData } from "./item-rows";

/** The three tabs with their rows; `tab` is the open one. */
export function MyItemsTabs({
  tab,
  initiatives,
  events,
  vacancies,
}: {
  tab: MyItemsTab;
  initiatives: InitiativeRowData[];
  events: EventRowData[];
  vacancies: VacancyRowData[];
}) {
  const navigate = useNavigate();
  // Dialogs start closed again after every navigation (e.g. the redirect after a failed delete).
  const location = useLocation();
  const triggers: { value: MyItemsTab; label: string; count: number }[] = [
    { value: "initiatieven", label: "Initiatieven", count: initiatives.length },
    { value: "events", label: "Events", count: events.length },
    { value: "doe-mee", label: "Doe Mee", count: vacancies.length },
  ];
  return (
    <Tabs value={tab} onValueChange={(value) => navigate(myItemsTabUrl(parseMyItemsTab(value)), { replace: true, preventScrollReset: true })}>
      <TabsList className="h-auto! flex-wrap">
        {triggers.map((trigger) => (
          <TabsTrigger key={trigger.value} value={trigger.value} asChild>
            <Link
              to={myItemsTabUrl(trigger.value)}
              replace
              preventScrollReset
              onClick={(event) => {
                // Radix switched the tab on mouse down; a plain click needs no second navigation.
                if (!event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey && event.button === 0) {
                  event.preventDefault();
                }
              }}
            >
              {trigger.label} ({trigger.count})
            </Link>
          </TabsTrigger>
        ))}
      </TabsList>
      <div key={location.key} className="contents">
        <TabsContent value="initiatieven">
          <h2 className="sr-only">Mijn initiatieven</h2>
          <InitiativeRows initiatives={initiatives} />
        </TabsContent>
        <TabsContent value="events">
          <h2 className="sr-only">Mijn events</h2>
          <EventRows events={events} hasInitiatives={initiatives.length > 0} />
        </TabsContent>
        <TabsContent value="doe-mee">
          <h2 className="sr-only">Mijn vacatures</h2>
          <VacancyRows vacancies={vacancies} hasInitiatives={initiatives.length > 0} />
        </TabsContent>
      </div>
    </Tabs>
  );
}

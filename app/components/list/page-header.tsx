/** Title block of a page: h1, optional intro and an action (e.g. a "new" button). */
export function PageHeader({
  title,
  intro,
  action,
}: {
  title: string;
  intro?: React.ReactNode;
  action?: React.ReactNode;
}) {
  return (
    <div className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
      <div>
        <h1 className="font-bold text-2xl tracking-tight sm:text-3xl">{title}</h1>
        {intro ? <p className="mt-2 max-w-2xl text-muted-foreground">{intro}</p> : null}
      </div>
      {action}
    </div>
  );
}

/**
 * The week grid of day-parts a vacancy asks and a volunteer offers: one row of three checkboxes per
 * day, each named for screen readers ("Dinsdag avond") with a 40 px target, then "Flexibel". Plain
 * checkboxes named `name`, so a form posts them without JavaScript; the caller draws the fieldset.
 */
import { DAY_PARTS, DAYS, FLEXIBLE } from "./vocabulary";

const checkboxClass = "size-5 shrink-0 accent-primary";

/**
 * @param name the form field the checked values post under
 * @param checked the values ticked when the form opens
 * @param flexibleLabel the wording of the "Flexibel" box for this form
 */
export function DayPartGrid({ name, checked, flexibleLabel }: { name: string; checked: ReadonlySet<string>; flexibleLabel: string }) {
  return (
    <>
      <table className="w-full max-w-md border-collapse text-sm">
        <thead>
          <tr>
            <td />
            {DAY_PARTS.map(([part, label]) => (
              <th key={part} scope="col" className="px-1 py-1 text-center font-medium">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {DAYS.map(([day, dayLabel]) => (
            <tr key={day} className="border-t border-border">
              <th scope="row" className="py-1 pr-2 text-left font-normal">
                {dayLabel}
              </th>
              {DAY_PARTS.map(([part, partLabel]) => {
                const value = `${day}-${part}`;
                return (
                  <td key={part} className="text-center">
                    <label className="inline-flex size-10 items-center justify-center">
                      <span className="sr-only">{`${dayLabel} ${partLabel.toLowerCase()}`}</span>
                      <input type="checkbox" name={name} value={value} defaultChecked={checked.has(value)} className={checkboxClass} />
                    </label>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <label className="flex min-h-10 items-center gap-2 text-sm">
        <input type="checkbox" name={name} value={FLEXIBLE} defaultChecked={checked.has(FLEXIBLE)} className={checkboxClass} />
        {flexibleLabel}
      </label>
    </>
  );
}

import { describe, expect, test } from "vitest";
import { resetPasswordEmail, verificationEmail } from "./emails";

const URL = "https://ditdoetnederland.nl/api/auth/verify-email?token=abc123&callbackURL=%2F";
const URL_IN_HTML = URL.replaceAll("&", "&amp;");
const EVIL = "<script>alert(1)</script>";

const templates = [
  {
    render: verificationEmail,
    subject: "Bevestig je e-mailadres voor Dit doet Nederland",
    button: "E-mailadres bevestigen",
    validity: "24 uur",
    reason:
      "Je ontvangt deze e-mail omdat er met dit e-mailadres een account is aangemaakt op Dit doet Nederland. Heb jij dat niet gedaan? Dan kun je deze e-mail negeren.",
  },
  {
    render: resetPasswordEmail,
    subject: "Stel een nieuw wachtwoord in voor Dit doet Nederland",
    button: "Nieuw wachtwoord instellen",
    validity: "1 uur",
    reason:
      "Je ontvangt deze e-mail omdat iemand een nieuw wachtwoord heeft aangevraagd voor het account met dit e-mailadres. Heb jij dat niet gedaan? Dan kun je deze e-mail negeren; je wachtwoord blijft ongewijzigd.",
  },
];

describe.each(templates)("$subject", ({ render, subject, button, validity, reason }) => {
  test("has the exact subject", () => {
    expect(render({ name: "Anna", url: URL }).subject).toBe(subject);
  });

  test("is a Dutch HTML document with the product header and the button", () => {
    const { html } = render({ name: "Anna", url: URL });
    expect(html.startsWith("<!DOCTYPE html><html lang=\"nl\">")).toBe(true);
    expect(html).toContain("Dit doet Nederland");
    expect(html).toContain("#1e40af");
    expect(html).toContain("max-width:560px");
    expect(html).toContain(`>${button}</a>`);
    expect(html).not.toContain("<style");
  });

  test("greets by name in both bodies", () => {
    const { text, html } = render({ name: "Anna", url: URL });
    expect(text.startsWith("Hoi Anna,\n")).toBe(true);
    expect(html).toContain(">Hoi Anna,</p>");
  });

  test("escapes a malicious name in the HTML", () => {
    const { html } = render({ name: EVIL, url: URL });
    expect(html).not.toContain("<script");
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
  });

  test("escapes a URL that tries to break out of the attribute", () => {
    const { html } = render({ name: "Anna", url: `https://example.org/"><script>alert(1)</script>` });
    expect(html).not.toContain("<script");
    expect(html).toContain(`href="https://example.org/&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"`);
  });

  test("puts the URL in the text on its own line, and in the HTML as href and visible text", () => {
    const { text, html } = render({ name: "Anna", url: URL });
    expect(text.split("\n")).toContain(URL);
    expect(html).toContain(`href="${URL_IN_HTML}"`);
    expect(html).toContain(`>${URL_IN_HTML}</a>`);
  });

  test("says why the mail was sent and how long the link is valid, in both bodies", () => {
    const { text, html } = render({ name: "Anna", url: URL });
    for (const body of [text, html.replaceAll("&#x27;", "'")]) {
      expect(body).toContain(reason);
      expect(body).toContain(validity);
    }
  });

  test("a blank name still reads well", () => {
    expect(render({ name: "  ", url: URL }).text.startsWith("Hoi,\n")).toBe(true);
  });
});

test("the verification mail says one click confirms the address and signs you in", () => {
  const { text } = verificationEmail({ name: "Anna", url: URL });
  expect(text).toContain("één klik");
  expect(text).toContain("meteen ingelogd");
});

test("the reset mail says the link works once and other sessions are signed out", () => {
  const { text, html } = resetPasswordEmail({ name: "Anna", url: URL });
  for (const body of [text, html]) {
    expect(body).toContain("werkt één keer");
    expect(body).toContain("andere apparaten en browsers uitgelogd");
  }
});

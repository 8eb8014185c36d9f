/**
 * The route table: the Dutch URLs of SPEC.md §2 mapped to route modules with English names.
 * Static segments (e.g. /initiatief/nieuw, added with the members issue) rank above `:id`.
 */
import { index, layout, prefix, route, type RouteConfig } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("initiatieven", "routes/initiatives/list.tsx"),
  route("nieuw-initiatief", "routes/initiatives/new.tsx"),
  route("initiatief/nieuw", "routes/initiatives/new-redirect.ts"),
  route("initiatief/:id", "routes/initiatives/detail.tsx"),
  route("initiatief/:id/bewerken", "routes/initiatives/edit.tsx"),
  route("events", "routes/events/list.tsx"),
  route("nieuw-event", "routes/events/new.tsx"),
  route("event/:id", "routes/events/detail.tsx"),
  route("event/:id/bewerken", "routes/events/edit.tsx"),
  route("event/:id/aanmelding", "routes/participation/sign-up.ts"),
  route("event/:id/deelnemers", "routes/participation/participants.tsx"),
  route("event/:id/deelnemers.csv", "routes/participation/participants-csv.ts"),
  route("event/:id/agenda.ics", "routes/events/calendar.ts"),
  route("vacatures", "routes/vacancies/list.tsx"),
  route("vacature/nieuw", "routes/vacancies/new.tsx"),
  route("vacature/:id", "routes/vacancies/detail.tsx"),
  route("vacature/:id/reactie", "routes/vacancies/response.ts"),
  route("vacature/:id/reacties", "routes/vacancies/responses.tsx"),
  // Pictures: staging an upload ahead of its form, and the processed files (docs/decisions/030-images.md).
  route("afbeelding/uploaden", "routes/images/upload.ts"),
  route("afbeelding/:id/:file", "routes/images/file.ts"),
  route("mijn-items", "routes/my-items.tsx"),
  route("mijn-aanmeldingen", "routes/participation/my-registrations.tsx"),
  route("favorieten", "routes/favorites/list.tsx"),
  route("favoriet", "routes/favorites/toggle.ts"),
  route("faq", "routes/pages/faq.tsx"),
  route("contact", "routes/pages/contact.tsx"),
  route("over-ons", "routes/pages/about.tsx"),
  route("privacy", "routes/pages/privacy.tsx"),
  route("voorwaarden", "routes/pages/terms.tsx"),
  route("toegankelijkheid", "routes/pages/accessibility.tsx"),
  route("auth", "routes/auth.tsx"),
  route("uitloggen", "routes/logout.tsx"),
  route("instellingen", "routes/settings/index.tsx"),
  route("instellingen/gegevens", "routes/settings/export.ts"),
  // A member's private calendar feed: /agenda/<token>.ics (the loader strips ".ics").
  route("agenda/:token", "routes/calendar/feed.ts"),
  route("feedback", "routes/feedback.tsx"),
  route("melden", "routes/reports/report.tsx"),
  route("beoordeling-aanvragen", "routes/moderation/request-review.ts"),
  // The beheer area: moderators and admins only (every loader and action guards itself).
  ...prefix("beheer", [
    layout("routes/beheer/layout.tsx", [
      index("routes/beheer/index.tsx"),
      route("beoordelen", "routes/beheer/review.tsx"),
      route("meldingen", "routes/beheer/reports.tsx"),
      route("feedback", "routes/beheer/feedback.tsx"),
      route("berichten", "routes/beheer/messages.tsx"),
      route("leden", "routes/beheer/members.tsx"),
      route("leden/:id", "routes/beheer/member.tsx"),
      route("rollen", "routes/beheer/roles.tsx"),
      route("logboek", "routes/beheer/audit-log.tsx"),
    ]),
  ]),
  route("api/auth/*", "routes/api/auth.ts"),
  route("healthz", "routes/healthz.ts"),
  route("robots.txt", "routes/seo/robots.ts"),
  route("sitemap.xml", "routes/seo/sitemap-index.ts"),
  route("sitemap/:type/:file", "routes/seo/sitemap.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;

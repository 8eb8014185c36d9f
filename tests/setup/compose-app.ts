/**
 * Vitest setup file: composes the app as the server does before any test runs, so module functions
 * and test helpers send the real account e-mails and content mutations run moderation's and
 * participation's hooks (app/compose.server.ts).
 */
import { composeApp } from "~/compose.server";

composeApp();

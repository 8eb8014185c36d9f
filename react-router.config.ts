import type { Config } from "@react-router/dev/config";

/** React Router framework mode: server-side rendering on, app code in ./app. */
export default {
  appDirectory: "app",
  ssr: true,
} satisfies Config;

import js from "@eslint/js";
import globals from "globals";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

// Exact names only: a gitignore-style pattern "@mui/icons-material" would also match the per-icon
// default imports ("@mui/icons-material/Home") that this rule asks for.
const MUI_ICON_BARREL = [
  {
    name: "@mui/icons-material",
    message: "Use default imports: @mui/icons-material/Name",
  },
  {
    name: "@mui/icons-material/index",
    message: "Use default imports: @mui/icons-material/Name",
  },
];

/** A relative import that climbs to the repository root and enters `folder`. */
const intoRoot = (folder, message) => ({
  regex: `^(\\.\\./)+${folder}(/|$)`,
  message,
});

const NO_SERVER = intoRoot(
  "server",
  "The client never imports server code: share it through domain/.",
);

/**
 * no-restricted-imports for one folder. Flat config replaces a rule's options per matching block
 * (it doesn't merge them), so every block repeats the icon rule.
 */
const restrictImports = (...patterns) => [
  "error",
  {
    paths: MUI_ICON_BARREL,
    ...(patterns.length > 0 ? { patterns } : {}),
  },
];

/**
 * Which way imports may point (issue 7): shared code lives in src/ (widgets, session, forms) and
 * domain/; a resource never reaches into custom-pages/ or another resource's folder; src/ takes a
 * resource only through its index (the composition root); providers/ never imports src/; domain/
 * imports none of the app's folders; nothing on the client imports server/.
 */
const importDirection = [
  {
    files: ["resources/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": restrictImports(
        NO_SERVER,
        intoRoot(
          "custom-pages",
          "Resources don't import pages: move shared code to src/widgets, src/session or src/forms.",
        ),
        {
          // resources/a/X imports resources/b/Y as "../b/Y", or via the root as "../../resources/b/Y".
          regex: "^(\\.\\./[^.][^/]*(/|$)|(\\.\\./)+resources/)",
          message:
            "A resource never imports another resource's internals: move shared code to src/ or domain/.",
        },
      ),
    },
  },
  {
    files: ["src/**/*.{ts,tsx}", "custom-pages/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": restrictImports(NO_SERVER, {
        regex: "^(\\.\\./)+resources/[^/]+/(?!index$)",
        message:
          "Only the composition root takes a resource, through its index: share code via src/ or domain/.",
      }),
    },
  },
  {
    files: ["providers/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": restrictImports(
        NO_SERVER,
        intoRoot(
          "(src|resources|custom-pages)",
          "Providers never import the app (src/, resources/, custom-pages/): take it as a parameter.",
        ),
      ),
    },
  },
  {
    files: ["domain/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": restrictImports(
        intoRoot(
          "(src|resources|custom-pages|providers|server)",
          "domain/ is shared by client and server: it imports nothing from the app's folders.",
        ),
      ),
    },
  },
];

export default tseslint.config(
  {
    ignores: [
      "dist",
      "dist-server",
      "node_modules",
      "data",
      "scratch",
      "coverage",
    ],
  },
  {
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    files: ["**/*.{ts,tsx}"],
    languageOptions: {
      ecmaVersion: 2022,
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "no-console": ["error", { allow: ["warn", "error"] }],
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/consistent-type-imports": "error",
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
      "no-restricted-imports": restrictImports(),
    },
  },
  {
    // Configuration is parsed once, in server/config.ts; nothing else reads the environment.
    files: ["**/*.{ts,tsx}"],
    ignores: ["server/config.ts", "*.config.ts", "tests/**", "bench/**"],
    rules: {
      "no-restricted-properties": [
        "error",
        {
          object: "process",
          property: "env",
          message: "Read configuration from server/config.ts",
        },
      ],
    },
  },
  ...importDirection,
  {
    // Benchmarks and the resilience tests print their figures.
    files: ["bench/**/*.ts", "tests/resilience/**/*.ts"],
    rules: { "no-console": "off" },
  },
);

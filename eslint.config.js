import js from "@eslint/js";
import globals from "globals";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["dist", "node_modules", "data", "scratch", "coverage"] },
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
      "no-restricted-imports": [
        "error",
        {
          // Exact names only: a gitignore-style pattern "@mui/icons-material" would also match the
          // per-icon default imports ("@mui/icons-material/Home") that this rule asks for.
          paths: [
            {
              name: "@mui/icons-material",
              message: "Use default imports: @mui/icons-material/Name",
            },
            {
              name: "@mui/icons-material/index",
              message: "Use default imports: @mui/icons-material/Name",
            },
          ],
        },
      ],
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
  {
    // Benchmarks print their figures.
    files: ["bench/**/*.ts"],
    rules: { "no-console": "off" },
  },
);

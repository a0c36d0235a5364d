import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-*',
      'node_modules',
      'src/routeTree.gen.ts',
      'src/paraglide',
      'test-results',
      'playwright-report',
      'bench/results',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-non-null-assertion': 'off',
      eqeqeq: ['error', 'always', { null: 'ignore' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // One writer of the survey address: its rules (address-rules.ts) hold for every write.
    files: ['src/features/survey/**/*.{ts,tsx}'],
    ignores: ['src/features/survey/address/survey-address.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...["callee.name='useNavigate'", 'callee.property.name=/^(useNavigate|navigate)$/'].map(
          (callee) => ({
            selector: `CallExpression[${callee}]`,
            message:
              'The survey address is written only by survey-address.tsx: use useBuilderActions() or useUpdateAddress().',
          }),
        ),
      ],
    },
  },
)

/** @typeshelf/react-ui — React components and hooks over @typeshelf/core. */
export { AppShell, type AppShellProps } from './app-shell';

/** The insights section's name: the /insights heading, the home page section, the feed title and the link preview. */
export const INSIGHTS_TITLE = '2025 Industry Insights';

-- The eight trusted-by slots, numbered 1-8 as in the API, with the admin slot names and the
-- default sizes. A null imageUrl means the slot shows its default image.
INSERT INTO "client_logos" ("slot", "name", "imageUrl", "sizePercent", "updatedAt") VALUES
    (1, 'Aradel Holdings', NULL, 125, CURRENT_TIMESTAMP),
    (2, 'Lagos Business School', NULL, 110, CURRENT_TIMESTAMP),
    (3, 'KLM Air France', NULL, 100, CURRENT_TIMESTAMP),
    (4, 'Energy Institute', NULL, 100, CURRENT_TIMESTAMP),
    (5, 'Women in Oil & Gas', NULL, 100, CURRENT_TIMESTAMP),
    (6, 'World Bank', NULL, 100, CURRENT_TIMESTAMP),
    (7, 'Chevron Corporation', NULL, 110, CURRENT_TIMESTAMP),
    (8, 'TotalEnergies', NULL, 100, CURRENT_TIMESTAMP);

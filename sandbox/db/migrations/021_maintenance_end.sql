-- When a merchant's maintenance is expected to end (ISO 8601), as the back office announces it; null when not announced.
ALTER TABLE merchants ADD COLUMN maintenance_until TEXT;

"""The table's panels: one per part of the table, each with its own region, input and
drawing (see base.Panel)."""

"""The table: card items, pile items, the scene that lays them out and the view."""
